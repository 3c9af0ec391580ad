"""Files the user owns: paths, settings, saved games, archives and statistics."""
