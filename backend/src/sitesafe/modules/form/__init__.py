"""表单设计: stored form designs (k-form-design JSON), their submissions, and the server-side port of the
front end's field validation (`validator.py`), kept in step with it by a shared fixture."""
