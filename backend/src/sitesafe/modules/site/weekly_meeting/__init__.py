"""周例会: minutes of the project's weekly site meeting, approved through its process."""
