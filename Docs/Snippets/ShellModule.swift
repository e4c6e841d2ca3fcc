// The shell module, as the notes executable uses it after the app context registered what it requires.
import Shell
