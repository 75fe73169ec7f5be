"""评价项: the project's scoring items (name, category, max score, criteria) that 考核 and 问卷评价 score."""
