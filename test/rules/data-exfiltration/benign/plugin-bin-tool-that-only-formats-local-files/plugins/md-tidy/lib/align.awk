# Pads the cells of each table row to the widest cell of its column.
{ print }
