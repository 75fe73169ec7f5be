"""The management modules' routers (site management III), one line each: `main.py` includes them all."""

from sitesafe.modules.site.approval_record.router import router as approval_record_router
from sitesafe.modules.site.assessment.router import router as assessment_router
from sitesafe.modules.site.check_job.router import router as check_job_router
from sitesafe.modules.site.evaluate_item.router import router as evaluate_item_router
from sitesafe.modules.site.event_report.router import router as event_report_router
from sitesafe.modules.site.inspection.router import router as inspection_router
from sitesafe.modules.site.journal.router import router as journal_router
from sitesafe.modules.site.month_report.router import router as month_report_router
from sitesafe.modules.site.plan.router import router as plan_router
from sitesafe.modules.site.survey_evaluate.router import router as survey_evaluate_router
from sitesafe.modules.site.weekly_meeting.router import router as weekly_meeting_router

ROUTERS = (
    inspection_router,
    check_job_router,
    approval_record_router,
    assessment_router,
    event_report_router,
    survey_evaluate_router,
    evaluate_item_router,
    journal_router,
    plan_router,
    month_report_router,
    weekly_meeting_router,
)
