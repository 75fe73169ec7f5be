"""月报: a project's month report (planned and completed output, cumulative figures, deviation level,
progress summary, next month's plan), approved through its process; one per project and month."""
