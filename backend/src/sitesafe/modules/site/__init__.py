"""Construction-site resources."""
