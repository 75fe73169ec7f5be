"""Dictionaries the console uses (Snowy's `sys_dict_type`/`sys_dict_data` seed): code, name, options."""

from __future__ import annotations

from sitesafe.modules.site.menus.device import DEVICE_DICTS

DICTS: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    ("common_status", "通用状态", (("0", "正常"), ("1", "停用"), ("2", "删除"))),
    ("sex", "性别", (("1", "男"), ("2", "女"), ("3", "未知"))),
    (
        "consts_type",
        "常量的分类",
        (
            ("DEFAULT", "默认常量"),
            ("ALIYUN_SMS", "阿里云短信"),
            ("TENCENT_SMS", "腾讯云短信"),
            ("EMAIL", "邮件配置"),
            ("FILE_PATH", "文件上传路径"),
            ("OAUTH", "Oauth配置"),
        ),
    ),
    ("yes_or_no", "是否", (("Y", "是"), ("N", "否"))),
    ("vis_type", "访问类型", (("1", "登录"), ("2", "登出"))),
    ("menu_type", "菜单类型", (("0", "目录"), ("1", "菜单"), ("2", "按钮"))),
    ("open_type", "打开方式", (("0", "无"), ("1", "组件"), ("2", "内链"), ("3", "外链"))),
    ("menu_weight", "菜单权重", (("1", "系统权重"), ("2", "业务权重"))),
    (
        "data_scope_type",
        "数据范围类型",
        (
            ("1", "全部数据"),
            ("2", "本部门及以下数据"),
            ("3", "本部门数据"),
            ("4", "仅本人数据"),
            ("5", "自定义数据"),
        ),
    ),
    (
        "op_type",
        "操作类型",
        (
            ("0", "其它"),
            ("1", "增加"),
            ("2", "删除"),
            ("3", "编辑"),
            ("4", "更新"),
            ("5", "查询"),
            ("6", "详情"),
            ("7", "树"),
            ("8", "导入"),
            ("9", "导出"),
            ("10", "授权"),
            ("11", "强退"),
            ("12", "清空"),
            ("13", "修改状态"),
        ),
    ),
    ("notice_type", "通知公告类型", (("1", "通知"), ("2", "公告"))),
    ("notice_status", "通知公告状态", (("0", "草稿"), ("1", "发布"), ("2", "撤回"), ("3", "删除"))),
    (
        "file_storage_location",
        "文件存储位置",
        (("1", "阿里云"), ("2", "腾讯云"), ("3", "minio"), ("4", "本地")),
    ),
    ("run_status", "运行状态", (("1", "运行"), ("2", "停止"))),
    # the rest of Snowy 1.8's 21 types (its stock client asks for them, e.g. 短信管理)
    ("send_type", "发送类型", (("0", "未发送"), ("1", "发送成功"), ("2", "发送失败"), ("3", "失效"))),
    ("sms_send_source", "短信发送来源", (("1", "app"), ("2", "pc"), ("3", "其他"))),
    ("yes_true_false", "是否boolean", (("true", "是"), ("false", "否"))),
    ("code_gen_create_type", "代码生成方式", (("1", "下载压缩包"), ("2", "生成到本项目"))),
    (
        "code_gen_effect_type",
        "代码生成作用类型",
        (
            ("input", "输入框"),
            ("datepicker", "时间选择"),
            ("select", "下拉框"),
            ("radio", "单选框"),
            ("checkbox", "多选框"),
            ("inputnumber", "数字输入框"),
            ("textarea", "文本域"),
        ),
    ),
    (
        "code_gen_query_type",
        "代码生成查询类型",
        (
            ("eq", "等于"),
            ("like", "模糊"),
            ("gt", "大于"),
            ("lt", "小于"),
            ("ge", "大于等于"),
            ("le", "小于等于"),
            ("ne", "不等于"),
            ("isNotNull", "不为空"),
        ),
    ),
    (
        "code_gen_java_type",
        "代码生成java类型",
        tuple((name, name) for name in ("Long", "String", "Date", "Integer", "boolean", "int", "double")),
    ),
    # site management: projects and their enterprises
    (
        "project_type",
        "项目类型",
        (
            ("house", "房屋建筑工程"),
            ("municipal", "市政公用工程"),
            ("road", "公路工程"),
            ("railway", "铁路工程"),
            ("water", "水利水电工程"),
            ("industrial", "工业建设工程"),
            ("other", "其他"),
        ),
    ),
    ("project_stage", "施工状态", (("1", "在建"), ("2", "停工"), ("3", "竣工"))),
    (
        "project_role",
        "项目角色",
        (
            ("manager", "项目经理"),
            ("safety", "安全员"),
            ("tech_lead", "技术负责人"),
            ("builder", "施工员"),
            ("quality", "质量员"),
            ("labour", "劳务员"),
            ("document", "资料员"),
            ("material", "材料员"),
            ("other", "其他"),
        ),
    ),
    (
        "enterprise_role",
        "参建角色",
        (
            ("owner", "建设单位"),
            ("general", "施工总承包"),
            ("supervisor", "监理单位"),
            ("designer", "设计单位"),
            ("surveyor", "勘察单位"),
        ),
    ),
    ("subcontract_type", "分包类型", (("labour", "劳务分包"), ("specialty", "专业分包"))),
    (
        "jgw_platform",
        "监管平台",
        (
            ("national", "全国建筑工人管理服务信息平台"),
            ("province", "省级智慧工地监管平台"),
            ("city", "市级智慧工地监管平台"),
            ("yunzhu", "云筑智联"),
        ),
    ),
    (
        "video_platform",
        "视频平台",
        (("hik_isc", "海康ISC"), ("ezviz", "萤石云"), ("dahua", "大华ICC"), ("gb28181", "GB/T 28181")),
    ),
    ("project_notice_state", "项目公告状态", (("0", "草稿"), ("1", "已发布"), ("2", "已撤回"))),
    # site management: people (工种, 证书类型, 安全教育类型, 管理人员岗位)
    (
        "work_type",
        "工种",
        (
            ("01", "木工"),
            ("02", "钢筋工"),
            ("03", "混凝土工"),
            ("04", "架子工"),
            ("05", "砌筑工"),
            ("06", "模板工"),
            ("07", "电工"),
            ("08", "焊工"),
            ("09", "塔吊司机"),
            ("10", "信号工"),
            ("11", "司索工"),
            ("12", "升降机司机"),
            ("13", "机械操作工"),
            ("14", "防水工"),
            ("15", "油漆工"),
            ("16", "水电安装工"),
            ("17", "普工"),
            ("99", "其他"),
        ),
    ),
    (
        "cert_type",
        "证书类型",
        (
            ("special_operation", "建筑施工特种作业操作资格证"),
            ("safety_assessment", "安全生产考核合格证"),
            ("special_equipment", "特种设备作业人员证"),
            ("other", "其他"),
        ),
    ),
    (
        "education_type",
        "安全教育类型",
        (
            ("company", "公司级"),
            ("project", "项目级"),
            ("team", "班组级"),
            ("daily", "日常教育"),
            ("special", "专项教育"),
        ),
    ),
    (
        "staff_post",
        "管理人员岗位",
        (
            ("项目经理", "项目经理"),
            ("技术负责人", "技术负责人"),
            ("安全员", "安全员"),
            ("施工员", "施工员"),
            ("质量员", "质量员"),
            ("材料员", "材料员"),
            ("资料员", "资料员"),
            ("劳务员", "劳务员"),
            ("机械员", "机械员"),
            ("其他", "其他"),
        ),
    ),
)
# 现场管理 -> 设备管理
DICTS += DEVICE_DICTS
# 现场管理 -> 管理模块: the approval state of a record (site/manage)
DICTS += (
    (
        "manage_approve_status",
        "审批状态",
        (
            ("draft", "草稿"),
            ("pending", "审批中"),
            ("approved", "已通过"),
            ("rejected", "已驳回"),
            ("withdrawn", "已撤回"),
        ),
    ),
    (
        "approval_record_type",
        "审批事项类型",
        (
            ("scheme", "技术方案"),
            ("material", "材料进场"),
            ("equipment", "设备进场"),
            ("major", "危大工程"),
            ("other", "其他"),
        ),
    ),
)
# 现场管理 -> 管理模块 -> 施工日志: the weather of a half day
DICTS += (
    (
        "journal_weather",
        "天气",
        (
            ("sunny", "晴"),
            ("cloudy", "多云"),
            ("overcast", "阴"),
            ("shower", "阵雨"),
            ("thunder_shower", "雷阵雨"),
            ("light_rain", "小雨"),
            ("moderate_rain", "中雨"),
            ("heavy_rain", "大雨"),
            ("rainstorm", "暴雨"),
            ("sleet", "雨夹雪"),
            ("snow", "雪"),
            ("fog", "雾"),
            ("haze", "霾"),
            ("dust", "沙尘"),
        ),
    ),
)
# 现场管理 -> 管理工具: evaluate items' categories, assessment targets and grades, events, surveys
DICTS += (
    (
        "evaluate_category",
        "评价项分类",
        (
            ("safety", "安全管理"),
            ("civilized", "文明施工"),
            ("quality", "质量管理"),
            ("progress", "进度管理"),
            ("labor", "劳务管理"),
        ),
    ),
    ("assess_target", "考核对象类型", (("enterprise", "分包单位"), ("team", "班组"), ("person", "个人"))),
    (
        "assess_grade",
        "考核等级",
        (("excellent", "优秀"), ("good", "良好"), ("pass", "合格"), ("fail", "不合格")),
    ),
    (
        "event_type",
        "事件类型",
        (
            ("accident", "安全事故"),
            ("danger", "险情"),
            ("quality", "质量问题"),
            ("environment", "环境事件"),
            ("security", "治安事件"),
            ("other", "其他"),
        ),
    ),
    (
        "event_level",
        "事件等级",
        (("general", "一般"), ("larger", "较大"), ("major", "重大"), ("extraordinary", "特别重大")),
    ),
    ("survey_status", "问卷状态", (("draft", "草稿"), ("open", "进行中"), ("closed", "已结束"))),
)
# 现场管理 -> 管理模块 -> 进度计划 and 月报: plan types, node states and deviation levels (computed)
DICTS += (
    (
        "plan_type",
        "计划类型",
        (("master", "总进度计划"), ("annual", "年度计划"), ("monthly", "月度计划"), ("special", "专项计划")),
    ),
    (
        "plan_node_status",
        "计划节点状态",
        (("not_started", "未开始"), ("in_progress", "进行中"), ("done", "已完成"), ("delayed", "已延期")),
    ),
    (
        "deviation_level",
        "进度偏差等级",
        (("serious", "严重滞后"), ("late", "滞后"), ("slight", "轻微滞后"), ("normal", "正常")),
    ),
)
# 现场管理 -> 管理模块 -> 安全检查 and 检查任务
DICTS += (
    (
        "inspection_type",
        "检查类型",
        (
            ("daily", "日常检查"),
            ("special", "专项检查"),
            ("seasonal", "季节性检查"),
            ("holiday", "节假日检查"),
            ("comprehensive", "综合检查"),
        ),
    ),
    ("hazard_level", "隐患等级", (("general", "一般"), ("larger", "较大"), ("major", "重大"))),
    ("inspection_result", "检查结果", (("pass", "合格"), ("fail", "不合格"))),
    (
        "rectify_status",
        "整改状态",
        (
            ("none", "无需整改"),
            ("pending", "待整改"),
            ("reviewing", "待复查"),
            ("passed", "复查通过"),
            ("failed", "复查不通过"),
        ),
    ),
    (
        "check_cycle",
        "检查周期",
        (("once", "单次"), ("daily", "每天"), ("weekly", "每周"), ("monthly", "每月")),
    ),
)
# 开发管理 -> 数据库信息: the kinds of database a data source may be
DICTS += (
    (
        "db_dialect",
        "数据库类型",
        (("postgresql", "PostgreSQL"), ("mysql", "MySQL"), ("sqlite", "SQLite"), ("mssql", "SQL Server")),
    ),
)
