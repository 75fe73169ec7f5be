"""Cross-cutting machinery: settings, database, ids, envelope, errors, security, access control, logging."""
