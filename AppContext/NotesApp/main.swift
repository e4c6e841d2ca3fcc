import AppContext
print("notes: coming soon")
