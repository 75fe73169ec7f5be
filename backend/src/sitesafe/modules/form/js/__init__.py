"""What the form validator needs of JavaScript's semantics: values read by JavaScript's rules
(`values.py`) and `RegExp` patterns run as JavaScript runs them (`regexp.py`, `sandbox.py`)."""
