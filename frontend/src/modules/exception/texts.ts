/** Texts of the exception pages (ui-texts §6). */
export const T = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在或仍在开发中',
  500: '抱歉，服务器出错了',
  home: '返回首页',
} as const;
