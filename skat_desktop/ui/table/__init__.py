"""The card table: a QGraphicsScene that draws a TableSnapshot, and the view that shows it."""
