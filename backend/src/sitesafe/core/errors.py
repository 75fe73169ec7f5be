"""The error catalogue (Snowy 1.8's codes, api-contract part B §6, plus ours) and the one exception class."""

from __future__ import annotations

from enum import Enum
from typing import Any


class ErrorCode(Enum):
    """Each member is (code, Chinese message); messages may hold `{name}` placeholders."""

    def __init__(self, code: int, message: str) -> None:
        self.code = code
        self.message = message

    # core: auth (1011)
    ACCOUNT_PWD_EMPTY = (1011001, "账号或密码为空，请检查account或password参数")
    ACCOUNT_PWD_ERROR = (1011002, "账号或密码错误，请检查account或password参数")
    VALID_CODE_ERROR = (1011003, "验证码错误，请检查captcha参数")
    REQUEST_TOKEN_EMPTY = (1011004, "请求token为空，请携带token访问本接口")
    NOT_VALID_TOKEN_TYPE = (1011005, "token格式不正确，token请以Bearer开头，并且Bearer后边带一个空格")
    REQUEST_TOKEN_ERROR = (1011006, "请求token错误")
    ACCOUNT_FREEZE_ERROR = (1011007, "账号被冻结，请联系管理员")
    LOGIN_EXPIRED = (1011008, "登录已过期，请重新登录")
    NO_LOGIN_USER = (1011009, "无登录用户")
    CAPTCHA_ERROR = (1011010, "验证码错误")
    LOGIN_LOCKED = (1011011, "登录失败次数过多，请{minutes}分钟后再试")
    MOBILE_NOT_BOUND = (1011012, "该手机号未绑定账号")
    REGISTER_CLOSED = (1011013, "系统暂未开放注册")
    PASSWORD_CHANGE_REQUIRED = (1011014, "密码已被管理员重置，请先修改密码")
    # core: parameters, permissions, requests, server (1012-1018)
    PARAM_ERROR = (1012001, "参数错误")
    URL_NOT_EXIST = (1013001, "资源路径不存在，请检查请求地址")
    NO_PERMISSION = (1013002, "没有权限访问资源，请联系管理员")
    NO_PERMISSION_OPERATE = (1013003, "没有权限操作该数据，请联系管理员")
    REQUEST_METHOD_IS_POST = (1014001, "不支持该请求方法，请求方法应为POST")
    REQUEST_METHOD_IS_GET = (1014002, "不支持该请求方法，请求方法应为GET")
    REQUEST_TYPE_IS_JSON = (1015001, "参数传递格式不支持，请使用JSON格式传参")
    REQUEST_JSON_ERROR = (1015002, "请求JSON参数格式不正确，请检查参数格式")
    REQUEST_EMPTY = (1016001, "当前请求参数为空或数据缺失，请联系管理员")
    SERVER_ERROR = (1016002, "服务器出现异常，请联系管理员")
    CONSTANT_EMPTY = (1016003, "常量获取存在空值，请检查sys_config中是否配置")
    DATA_CHANGED = (1016004, "数据已被他人修改，请刷新后重试")
    SERVER_BUSY = (1016005, "系统繁忙，请稍后重试")
    STATUS_EMPTY = (1017001, "状态字段不能为空")
    STATUS_ILLEGAL = (1017002, "状态字段值不正确")
    STATUS_DELETED = (1017003, "已删除的数据不能修改状态")
    WRAPPER_ERROR = (1018001, "结果包装出现错误")
    WRAPPER_FIELD_ERROR = (1018002, "结果包装字段出现错误")
    WRAPPER_TYPE_ERROR = (1018003, "结果包装类型出现错误")
    DEMO_ENV = (14000, "演示环境，无法操作！")
    # system: app, config, dict
    APP_NOT_EXIST = (2011001, "应用不存在")
    APP_CODE_REPEAT = (2011002, "应用编码重复，请检查code参数")
    APP_NAME_REPEAT = (2011003, "应用名称重复，请检查name参数")
    APP_ONLY_ONE_ACTIVE = (2011004, "默认激活的应用只能有一个")
    APP_HAS_MENUS = (2011005, "该应用下有菜单，无法删除")
    CONFIG_DATASOURCE_MISSING = (2012001, "数据源配置不存在")
    CONFIG_NOT_EXIST = (2012002, "系统参数配置不存在")
    CONFIG_CODE_REPEAT = (2012003, "参数编码重复，请检查code参数")
    CONFIG_NAME_REPEAT = (2012004, "参数名称重复，请检查name参数")
    CONFIG_CANNOT_DELETE_SYSTEM = (2012005, "不能删除系统参数")
    CONFIG_CONSTS_TYPE_MISSING = (2012006, "常量分类字典不存在")
    DICT_DATA_NOT_EXIST = (2013001, "字典值不存在")
    DICT_DATA_CODE_REPEAT = (2013002, "字典值编码重复，请检查code参数")
    DICT_TYPE_NOT_EXIST = (2014001, "字典类型不存在")
    DICT_TYPE_CODE_REPEAT = (2014002, "字典类型编码重复，请检查code参数")
    DICT_TYPE_NAME_REPEAT = (2014003, "字典类型名称重复，请检查name参数")
    # system: files
    FILE_NOT_EXIST = (2015001, "文件不存在")
    FILE_STREAM_ERROR = (2015002, "获取文件流错误")
    FILE_MISSING = (2015003, "文件不存在或已被删除")
    FILE_UPLOAD_ERROR = (2015004, "上传文件出现错误")
    FILE_DOWNLOAD_ERROR = (2015005, "下载文件出现错误")
    FILE_PREVIEW_UNSUPPORTED = (2015006, "预览文件异常，您预览的文件类型不支持")
    FILE_OFFICE_NOT_RUNNING = (2015007, "文档转换服务未启动")
    FILE_CLIENT_ERROR = (2015008, "文件存储客户端初始化错误")
    FILE_ONLINE_EDIT_LOCAL_ONLY = (2015009, "在线编辑仅支持本地文件")
    FILE_ONLINE_EDIT_PARAM = (2015010, "在线编辑参数错误")
    FILE_TOO_LARGE = (2015011, "文件大小超出限制，最大{limit}")
    FILE_TYPE_NOT_ALLOWED = (2015012, "不支持上传该类型的文件")
    FILE_LINK_INVALID = (2015013, "文件链接无效或已过期，请刷新页面后重试")
    FILE_NOT_READABLE = (2015014, "没有权限查看该文件")
    # system: menu
    MENU_NOT_EXIST = (2016001, "菜单不存在")
    MENU_CODE_REPEAT = (2016002, "菜单编码重复，请检查code参数")
    MENU_NAME_REPEAT = (2016003, "菜单名称重复，请检查name参数")
    MENU_ROUTER_EMPTY = (2016004, "路由地址为空，请检查router参数")
    MENU_COMPONENT_EMPTY = (2016005, "组件地址为空，请检查component参数")
    MENU_OPEN_TYPE_EMPTY = (2016006, "打开方式为空，请检查openType参数")
    MENU_PID_IS_DESCENDANT = (2016006, "父节点不能为本节点的子节点，请重新选择父节点")
    MENU_PERMISSION_EMPTY = (2016007, "权限标识为空，请检查permission参数")
    MENU_PERMISSION_FORMAT = (2016008, "权限标识格式错误，请检查permission参数")
    MENU_PERMISSION_URL_NOT_FOUND = (2016009, "权限不存在，请检查permission参数")
    MENU_CHANGE_APP_NOT_ROOT = (2016010, "不能修改非一级菜单的所属应用")
    MENU_PID_EQUALS_ID = (2016011, "父级菜单不能为当前节点，请重新选择父级菜单")
    # system: org, pos, role
    ORG_NOT_EXIST = (2017001, "组织机构不存在")
    ORG_CODE_REPEAT = (2017002, "组织机构编码重复，请检查code参数")
    ORG_NAME_REPEAT = (2017003, "组织机构名称重复，请检查name参数")
    ORG_HAS_EMPLOYEES = (2017004, "该机构或子机构下有员工，无法删除")
    ORG_PID_EQUALS_ID = (2017005, "父节点不能和本节点一致，请重新选择父节点")
    ORG_PID_IS_DESCENDANT = (2017006, "父节点不能为本节点的子节点，请重新选择父节点")
    POS_NOT_EXIST = (2018001, "职位不存在")
    POS_CODE_REPEAT = (2018002, "职位编码重复，请检查code参数")
    POS_NAME_REPEAT = (2018003, "职位名称重复，请检查name参数")
    POS_IN_USE = (2018004, "该职位下有员工，无法删除")
    ROLE_NOT_EXIST = (2019001, "角色不存在")
    ROLE_CODE_REPEAT = (2019002, "角色编码重复，请检查code参数")
    ROLE_NAME_REPEAT = (2019003, "角色名称重复，请检查name参数")
    # system: user
    USER_NOT_EXIST = (2020001, "用户不存在")
    USER_ACCOUNT_REPEAT = (2020002, "账号已存在，请检查account参数")
    USER_PWD_ERROR = (2020003, "原密码错误，请检查password参数")
    USER_PWD_REPEAT = (2020004, "新密码与原密码相同，请检查newPassword参数")
    USER_CANNOT_DELETE_ADMIN = (2020005, "不能删除超级管理员")
    USER_CANNOT_CHANGE_ADMIN_STATUS = (2020006, "不能修改超级管理员状态")
    USER_PHONE_REPEAT = (2020007, "该手机号已被其他账号绑定")
    # system: notice, timers, email, sms, oauth
    NOTICE_NOT_EXIST = (2021001, "通知公告不存在")
    NOTICE_CANNOT_EDIT = (2021002, "编辑失败，通知公告已发布，只有草稿状态可以编辑")
    NOTICE_STATUS_ERROR = (2021003, "通知公告状态错误")
    NOTICE_CANNOT_DELETE = (2021004, "删除失败，发布状态的通知公告不能删除")
    TIMER_NOT_EXIST = (2022001, "定时任务不存在")
    TIMER_CLASS_MISSING = (2022002, "定时任务执行类不存在")
    TIMER_PARAMS_EMPTY = (2022003, "定时任务执行参数为空")
    TIMER_NAME_REPEAT = (2022004, "定时任务名称重复，请检查timerName参数")
    EMAIL_TO_EMPTY = (2023001, "收件人为空")
    EMAIL_TITLE_EMPTY = (2023002, "邮件标题为空")
    EMAIL_CONTENT_EMPTY = (2023003, "邮件内容为空")
    EMAIL_SEND_ERROR = (2023004, "邮件发送失败")
    EMAIL_ADDRESS_INVALID = (2023005, "收件人邮箱格式不正确：{address}")
    EMAIL_TOO_MANY_RECIPIENTS = (2023006, "收件人过多，最多{limit}个")
    EMAIL_TITLE_INVALID = (2023007, "邮件标题不能超过{limit}个字符，且不能换行")
    EMAIL_CONTENT_TOO_LARGE = (2023008, "邮件内容过大，最大{limit}")
    EMAIL_LOG_NOT_EXIST = (2023009, "邮件发送记录不存在")
    SMS_PHONE_EMPTY = (2024001, "手机号为空")
    SMS_CODE_EMPTY = (2024002, "验证码为空")
    SMS_TEMPLATE_EMPTY = (2024003, "短信模板为空")
    SMS_TOO_FREQUENT = (2024004, "验证码发送过于频繁，请{seconds}秒后再试")
    SMS_SEND_ERROR = (2024005, "短信发送失败，请稍后再试")
    SMS_NOT_EXIST = (2024006, "短信发送记录不存在")
    OAUTH_DISABLED = (2025001, "第三方登录未开启")
    OAUTH_UNSUPPORTED = (2025002, "不支持该第三方平台")
    LOG_NOT_EXIST = (2026001, "日志不存在")
    ONLINE_USER_FORCE_SELF = (2028001, "不能强制下线自己当前的会话，请使用退出登录")
    # form designer
    FORM_DESIGN_NOT_EXIST = (2030001, "表单设计不存在")
    FORM_DESIGN_CODE_REPEAT = (2030002, "表单编码重复，请检查code参数")
    # tenant
    TENANT_PASSWORD_ERROR = (6011001, "租户密码错误")
    TENANT_DATASOURCE_MISSING = (6011002, "多数据源模块未启用")
    TENANT_NOT_EXIST = (6011003, "租户不存在")
    TENANT_DISABLED = (6011004, "租户模块未开启")
    TENANT_STOPPED = (6011005, "租户已停用，请联系平台管理员")
    TENANT_CODE_REPEAT = (6011006, "租户编码重复，请检查code参数")
    TENANT_NAME_REPEAT = (6011007, "租户名称重复，请检查name参数")
    TENANT_MASTER_ONLY = (6011008, "租户管理仅限平台超级管理员在主租户中操作")
    TENANT_DB_EXISTS = (6011009, "租户数据库已存在，请更换租户编码")
    TENANT_CREATE_FAILED = (6011010, "租户数据库创建失败，请稍后重试")
    TENANT_MEMORY_DB = (6011011, "内存数据库不支持多租户")


class AppError(Exception):
    """A failure the client is told about: the envelope carries `code` and the (formatted) message."""

    def __init__(
        self, error: ErrorCode, message: str | None = None, *, data: Any = None, **params: Any
    ) -> None:
        self.error = error
        self.code = error.code
        self.message = message if message is not None else error.message.format(**params)
        self.data = data  # details for the client (e.g. an import's row report); usually None
        super().__init__(f"{self.code} {self.message}")
