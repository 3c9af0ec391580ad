"""Qt widgets: the card table, card art, dialogs and the help browser."""
