"""审批记录: a generic approval request of the project (a technical scheme, materials or equipment coming
on site, a dangerous sub-project, ...), approved through its process — the simplest management module."""
