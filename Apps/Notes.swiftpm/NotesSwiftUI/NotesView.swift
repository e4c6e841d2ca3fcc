import NoteModel
import Shell
import SwiftUI

/// The SwiftUI view of ``NotesScreen``: the notes (tap to open), New and Sync in the toolbar, and the status.
struct NotesView: View {
  let screen: NotesScreen

  var body: some View {
    List {
      Section {
        ForEach(screen.notes, id: \.id) { note in
          Button {
            screen.open(note.id)
          } label: {
            VStack(alignment: .leading) {
              Text(note.title.isEmpty ? "Untitled" : note.title)
              Text("\(note.updatedAt.formatted(date: .abbreviated, time: .shortened)) · r\(note.revision)")
                .font(.caption)
                .foregroundStyle(.secondary)
            }
          }
        }
      } footer: {
        if let status = screen.statusMessage { Text(status) }
      }
    }
    .navigationTitle("Notes")
    .refreshable { screen.sync() }
    .toolbar {
      Button("New Note") { screen.open(nil) }
      Button("Sync") { screen.sync() }
      Button("Sign Out") { screen.signOut() }
    }
    .onAppear { screen.reload() }
  }
}
