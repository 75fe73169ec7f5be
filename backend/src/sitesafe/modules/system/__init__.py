"""System administration resources."""
