"""Imports every model module so `Base.metadata` is complete (app start-up, Alembic, tests)."""

from sitesafe.modules.form import models as form_models
from sitesafe.modules.pay.alipay import models as pay_alipay_models
from sitesafe.modules.site.alarm import models as alarm_models
from sitesafe.modules.site.approval_record import models as approval_record_models
from sitesafe.modules.site.assessment import models as assessment_models
from sitesafe.modules.site.attendance import models as attendance_models
from sitesafe.modules.site.check_job import models as check_job_models
from sitesafe.modules.site.device import models as device_models
from sitesafe.modules.site.enterprise import models as enterprise_models
from sitesafe.modules.site.evaluate_item import models as evaluate_item_models
from sitesafe.modules.site.event_report import models as event_report_models
from sitesafe.modules.site.inspection import models as inspection_models
from sitesafe.modules.site.journal import models as journal_models
from sitesafe.modules.site.monitor import models as monitor_models
from sitesafe.modules.site.month_report import models as month_report_models
from sitesafe.modules.site.person import models as person_models
from sitesafe.modules.site.plan import models as plan_models
from sitesafe.modules.site.project import models as project_models
from sitesafe.modules.site.survey_evaluate import models as survey_evaluate_models
from sitesafe.modules.site.weekly_meeting import models as weekly_meeting_models
from sitesafe.modules.system.app import models as app_models
from sitesafe.modules.system.auth import models as auth_models
from sitesafe.modules.system.config import models as config_models
from sitesafe.modules.system.database_info import models as database_info_models
from sitesafe.modules.system.dict import models as dict_models
from sitesafe.modules.system.email import models as email_models
from sitesafe.modules.system.emp import models as emp_models
from sitesafe.modules.system.file import models as file_models
from sitesafe.modules.system.log import models as log_models
from sitesafe.modules.system.menu import models as menu_models
from sitesafe.modules.system.notice import models as notice_models
from sitesafe.modules.system.org import models as org_models
from sitesafe.modules.system.pos import models as pos_models
from sitesafe.modules.system.role import models as role_models
from sitesafe.modules.system.sms import models as sms_models
from sitesafe.modules.system.tenant import models as tenant_models
from sitesafe.modules.system.timer import models as timer_models
from sitesafe.modules.system.user import models as user_models
from sitesafe.modules.workflow import models as workflow_models

ALL = (
    inspection_models,
    check_job_models,
    alarm_models,
    approval_record_models,
    assessment_models,
    evaluate_item_models,
    event_report_models,
    survey_evaluate_models,
    plan_models,
    month_report_models,
    journal_models,
    weekly_meeting_models,
    app_models,
    attendance_models,
    device_models,
    enterprise_models,
    person_models,
    auth_models,
    config_models,
    database_info_models,
    dict_models,
    email_models,
    emp_models,
    form_models,
    pay_alipay_models,
    file_models,
    log_models,
    menu_models,
    monitor_models,
    notice_models,
    org_models,
    pos_models,
    project_models,
    role_models,
    sms_models,
    tenant_models,
    timer_models,
    user_models,
    workflow_models,
)
