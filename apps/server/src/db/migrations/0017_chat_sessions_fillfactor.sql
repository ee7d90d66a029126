-- Every message of a chat updates its session row (last_seq, and the bot's NLP snapshot and state). Room left on
-- each page lets PostgreSQL update in place (HOT: none of those columns is indexed), instead of adding an entry to
-- each of chat_sessions' eight indexes per update; on the embedded database this cut the group commit's session
-- update by about a quarter (bench/realtime).
ALTER TABLE "chat_sessions" SET (fillfactor = 70);
