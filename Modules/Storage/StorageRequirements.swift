import ZRouter

// Placeholder: the protocols Storage requires land with the module.
