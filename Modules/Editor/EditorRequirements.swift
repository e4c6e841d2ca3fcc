import ZRouter

// Placeholder: the protocols Editor requires land with the module.
