import ZRouter

// Storage requires nothing from other modules: it sits at the bottom of the graph and only provides
// `StorageProvidedNoteStore` and `StorageProvidedKeyValueStore` (see those files).
// If Storage ever needs something, declare it here as `StorageRequired…` with its routable key.
