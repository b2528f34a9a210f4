//! `uniffi-bindgen-swift`: the Swift side of the bindings, with what the generic command lacks:
//! one module map over the headers of every component in the library (folkchess_ffi and
//! folkchess_core), so that both generated Swift files share one C module. Run it through
//! `scripts/gen-bindings`.

fn main() {
    uniffi::uniffi_bindgen_swift()
}
