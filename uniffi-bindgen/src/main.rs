//! `uniffi-bindgen`: generates the Kotlin and Swift bindings of `folkchess-ffi` from the
//! built library (library mode). Run it through `scripts/gen-bindings`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
