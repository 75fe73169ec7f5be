"""事件上报: an event on site (accident, danger, quality, environment, security) with its level,
casualties, measures and photos, reported and approved through its process."""
