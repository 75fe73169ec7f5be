"""Generic CRUD machinery: a resource declares itself (`resource.py`), its rules are hooks on a
`CrudService` (`service.py`), and `crud_router` (`router.py`) gives it Snowy's endpoints.

Import from the submodules: models import `crud.model`, so this package imports nothing itself."""
