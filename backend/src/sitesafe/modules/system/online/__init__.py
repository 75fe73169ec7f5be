"""在线用户: the live login sessions, and forcing one out."""
