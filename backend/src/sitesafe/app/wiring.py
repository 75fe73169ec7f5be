"""Registers each port's implementation (`core/ports.py`): called by `create_app` and the CLI, so every
process (server, CLI commands, the MQTT worker, the tests' apps) has them before its first request."""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table

from sitesafe.app.provision import DatabaseProvisioner
from sitesafe.core.auth import USERS
from sitesafe.core.grants import GRANTS
from sitesafe.core.projects import PROJECTS
from sitesafe.modules.site.project.scope import SiteProjects
from sitesafe.modules.system.role.grants import SystemGrants
from sitesafe.modules.system.tenant.provisioning import PROVISIONER
from sitesafe.modules.system.user.models import SysUser


def wire() -> None:
    USERS.register(cast(Table, SysUser.__table__))
    GRANTS.register(SystemGrants())
    PROJECTS.register(SiteProjects())
    PROVISIONER.register(DatabaseProvisioner())
