/**
 * Japanese and Chinese phrase families for intents-cjk.ts (docs/prose.md): lower case, written without
 * blanks (the recogniser removes them from the sentence before searching).
 */

export const SECRET = [
  'ssh鍵',
  'sshキー',
  '秘密鍵',
  '認証情報',
  '資格情報',
  'アクセストークン',
  'トークン',
  'apiキー',
  'パスワード',
  'シークレット',
  '密钥',
  '私钥',
  '秘钥',
  '凭证',
  '凭据',
  '令牌',
  '密码',
  '认证信息',
  '登录信息',
  '登录凭据',
  '登录凭证',
  'ログイン情報',
];
export const SEND = [
  '送信',
  '送って',
  '送る',
  '送付',
  'アップロード',
  '貼り付け',
  '添付',
  '転送',
  '投稿',
  '发送',
  '发给',
  '发到',
  '上传',
  '提交到',
  '粘贴到',
  '转发',
  '传到',
  '传给',
  '推送到',
  '贴到',
  '贴进',
  '填到',
  '填入',
  '提交给',
];
export const WEBHOOK = ['webhook', 'ウェブフック'];
export const FETCH = ['下载', '获取', '取得', '拉取', '抓取', 'ダウンロード', '入手'];
/** A hand-over to a shell: what the shell is given runs. */
export const HAND_TO_SHELL = [
  '交给bash',
  '交给sh',
  '交给shell',
  '交由bash',
  '传给bash',
  '管道给bash',
  '用bash执行',
  '用bash运行',
  '用sh执行',
  '通过bash执行',
  'bashに渡',
  'shに渡',
  'bashで実行',
  'shで実行',
  'bashにパイプ',
];
export const RUN = ['执行', '运行', '実行'];
export const CONFIG = [
  '許可リスト',
  '許可一覧',
  '許可設定',
  '権限設定',
  '権限リスト',
  'allowlist',
  'allow-list',
  'allowedtools',
  'allowed-tools',
  '允许列表',
  '白名单',
  '许可列表',
  '权限列表',
  '权限设置',
  '允许的工具',
];
export const CONFIG_TOKEN = /settings(?:\.local)?\.json|permissions|allowedtools|defaultmode/i;
export const CHANGE = ['加え', '追加', '入れ', '登録', '添加', '加入', '加到', '放入', '加上', '写入'];
export const WIDE = [
  'パターンなし',
  'パターン無し',
  '制限なし',
  '無制限',
  'すべてのコマンド',
  '全てのコマンド',
  '任意のコマンド',
  '不带模式',
  '无限制',
  '不加限制',
  '所有命令',
  '任意命令',
];
export const CHECKS_OFF = [
  '確認を求めない',
  '確認しない',
  '確認なし',
  '確認を省略',
  '確認をスキップ',
  '承認なし',
  '不再确认',
  '无需确认',
  '跳过确认',
  '不要确认',
  '不需要确认',
  '无需批准',
  '不再询问',
];
export const MODE = ['モード', '模式'];
/**
 * A store described instead of named ("npm 用来保存包仓库登录信息的那个配置文件", "Docker がログイン情報を保存する
 * 設定ファイル"): what it holds and a word for a file, near the tool's name (described-stores.ts has the tools).
 */
export const STORE_HOLDS = [
  '登录信息',
  '登录凭据',
  '登录凭证',
  '凭证',
  '凭据',
  '令牌',
  '密码',
  '认证信息',
  '密钥',
  'token',
  'ログイン情報',
  '認証情報',
  '資格情報',
  'トークン',
  'パスワード',
];
export const STORE_FILE = ['配置文件', '文件', '配置', '設定ファイル', 'ファイル', '設定'];
export const CONCEAL = [
  '言わないで',
  '伝えないで',
  '知らせないで',
  '報告しないで',
  '含めなくて',
  '含めないで',
  '触れないで',
  '言及しないで',
  '言及しなくて',
  '不要告诉',
  '不要提及',
  '不必提及',
  '无需提及',
  '不用提及',
  '不要告知',
  '别告诉',
  '不必告诉',
  '不用告诉',
  '不要提到',
  '不必提到',
  '无需告知',
  '不必告知',
];
/** Chinese: a "need not / do not" before a telling verb a few characters on ("不必在回复中提及"). */
export const ZH_NOT = ['不必', '不要', '不用', '无需', '不需要', '别'];
export const ZH_TELL = ['提及', '告诉', '提到', '告知', '透露'];
/**
 * Explaining verbs, also nouns ("不要在报告前后加解释说明": no explanatory text around the report): a
 * concealment only said to the user ("无需向用户说明", "不必对用户解释").
 */
export const ZH_TELL_TO_USER = [
  '向用户说明',
  '对用户说明',
  '跟用户说明',
  '给用户说明',
  '向用户解释',
  '对用户解释',
  '跟用户解释',
  '向用户交代',
];
/** "Don't forget to tell": the negation asks for the telling (别忘了, 不要忘记). */
export const ZH_REMEMBER = ['别忘', '不要忘', '不忘', '勿忘'];
/** Japanese: a telling stem with a negative ending right after it ("報告に含めなくて", "伝えないで"). */
export const JA_TELL = ['伝え', '言わ', '知らせ', '報告し', '含め', '触れ', '言及し', '教え'];
export const JA_NOT = ['ないで', 'なくて', 'ずに'];
/** The user, or what the user reads. */
export const AUDIENCE = [
  'ユーザ',
  '利用者',
  '報告',
  '回答',
  '返信',
  '応答',
  '用户',
  '回复',
  '答复',
  '汇报',
  '报告',
  '总结',
  '使用者',
];
export const ASK = [
  'ください',
  '下さい',
  'もらえ',
  'お願い',
  'ておいて',
  '必要があります',
  'べき',
  'しなさい',
  'てほしい',
  '構いません',
  '请',
  '即可',
  '需要',
  '应该',
  '应当',
  '必须',
  '务必',
  '一下',
  '帮我',
  '你可以',
  '记得',
  '确保',
];
export const NEG_BEFORE = [
  '不要',
  '不可',
  '不能',
  '不得',
  '禁止',
  '绝不',
  '切勿',
  '决不',
  '严禁',
  '别',
  '勿',
  '決して',
  '絶対に',
];
export const NEG_AFTER = ['しない', 'するな', 'ないで', 'ません', 'てはいけ', 'てはだめ', '禁止'];

/**
 * The agent named as the subject of a clause ("助手先打开…", "アシスタントは…を送信する"): the norm the text sets
 * for its reader, an ask as agent-subject.ts reads it in the other languages.
 */
export const AGENT_NAMES = [
  'ai助手',
  '助手',
  '智能体',
  'aiアシスタント',
  'アシスタント',
  'エージェント',
  'claude',
];
/** A negation right after the name: "助手不会…", "助手从不…", "アシスタントは決して…". */
export const AGENT_NOT = ['不', '没', '从不', '绝不', '决不', 'は決して', 'はけっして'];
