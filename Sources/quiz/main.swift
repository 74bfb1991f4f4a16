print("quiz")
