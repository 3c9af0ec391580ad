"""Computer players: pure Python, they see the game only through a seat's view."""
