import Testing
import ZRouter
