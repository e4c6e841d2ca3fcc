import ZRouter
import Storage
import Login
import Editor
import Sync

/// The composition root (placeholder).
public enum AppContext {}
