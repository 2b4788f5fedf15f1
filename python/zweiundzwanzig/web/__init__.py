"""The web page (``zweiundzwanzig serve``, the ``web`` extra): a local server that holds each
table's match and sends the browser only what the human's seat sees, and the static page that
draws the table. Each game describes its own table (its registry entry's ``table`` module);
nothing here names a game."""
