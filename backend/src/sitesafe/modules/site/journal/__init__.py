"""施工日志: the project's daily construction journal (one a day, no back-filling), approved through its
process."""
