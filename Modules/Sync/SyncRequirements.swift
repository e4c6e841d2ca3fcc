import ZRouter

// Placeholder: the protocols Sync requires land with the module.
