"""代码生成: a resource of this project's shape generated from a table of a registered data source."""
