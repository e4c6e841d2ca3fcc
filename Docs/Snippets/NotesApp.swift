// The notes app's feature modules, as the app context (AppContext/) sees them.
import Editor
import Login
import Storage
import Sync
import Tags
