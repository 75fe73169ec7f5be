"""考核: a subcontractor, a team or a person scored against the project's evaluate items for a month;
the total and grade are computed, and the assessment is approved through its process."""
