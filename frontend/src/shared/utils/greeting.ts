/** Greeting by the local hour (spec 4.3): before 9 早上好, until 11 上午好, until 13 中午好, before 20 下午好, else 晚上好. */
export function timeFix(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

export const WELCOME_PHRASES = ['休息一会儿吧', '准备吃什么呢?', '今天也要注意安全', '我猜你可能累了'] as const;

/** One of the welcome phrases; `random` is injectable for tests. */
export function welcomePhrase(random: () => number = Math.random): string {
  const index = Math.min(WELCOME_PHRASES.length - 1, Math.floor(random() * WELCOME_PHRASES.length));
  return WELCOME_PHRASES[Math.max(0, index)];
}
