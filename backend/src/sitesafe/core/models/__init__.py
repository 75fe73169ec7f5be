"""The kernel's own tables: sessions, rate limits, the operation log, system parameters and the tenant
registry. Modules above read them from here; the kernel never imports a module's models."""
