import FolkChessCore
import SwiftUI

/// A failure as the core words it (``FailureText``): its sentence, and its details (the core's
/// reason) under the core's "Details", shown on demand.
struct FailureNote: View {
    let failure: FailureText

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: failure.sentence).foregroundStyle(.red)
            if !failure.details.isEmpty {
                DisclosureGroup {
                    Text(verbatim: failure.details).font(.footnote).foregroundStyle(.secondary)
                } label: {
                    Text(verbatim: failure.detailsLabel).font(.footnote)
                }
            }
        }
    }
}
