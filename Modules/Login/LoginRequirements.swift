import ZRouter

// Placeholder: the protocols Login requires land with the module.
