// The site's own words in the reader's language: the names the language switcher shows, the
// `lang` a page declares, and the interface strings (table of contents, search, page options,
// previous/next, feedback, copy) for the languages Mintlify supports. A language without a
// table here reads English.
import { ownValue } from '../guards.js';

/** Each of Mintlify's language codes (src/config/schema/current.ts `languageCodes`) as its speakers write its name. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  cn: '简体中文',
  zh: '简体中文',
  'zh-Hans': '简体中文',
  'zh-CN': '简体中文',
  'zh-Hant': '繁體中文',
  'zh-TW': '繁體中文',
  es: 'Español',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  'fr-ca': 'Français (Canada)',
  ja: '日本語',
  jp: '日本語',
  'ja-jp': '日本語',
  'ja-JP': '日本語',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  ko: '한국어',
  it: 'Italiano',
  ru: 'Русский',
  ro: 'Română',
  cs: 'Čeština',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  lv: 'Latviešu',
  nl: 'Nederlands',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  pl: 'Polski',
  uz: 'Oʻzbekcha',
  he: 'עברית',
  ca: 'Català',
  fi: 'Suomi',
  hu: 'Magyar',
};

/** Mintlify codes that are not BCP 47 tags, as the tag `<html lang>` takes. */
const LANG_TAGS: Readonly<Record<string, string>> = { cn: 'zh-Hans', jp: 'ja', 'ja-jp': 'ja', 'ja-JP': 'ja', 'fr-ca': 'fr-CA' };

/** A language code as a BCP 47 tag, or undefined when it does not read as one. */
export function langTag(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const tag = ownValue(LANG_TAGS, code) ?? code;
  return /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(tag) ? tag : undefined;
}

/** The switcher's name for a language: its own name, else the code as written. */
export function languageName(code: string): string {
  return ownValue(LANGUAGE_NAMES, code) ?? code;
}

export interface UiStrings {
  onThisPage: string;
  search: string;
  searchPlaceholder: string;
  pageOptions: string;
  copyPage: string;
  copyPageDescription: string;
  previous: string;
  next: string;
  helpful: string;
  yes: string;
  no: string;
  copyCode: string;
  copied: string;
  skip: string;
  suggestEdit: string;
  raiseIssue: string;
  language: string;
}

type Row = [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

function strings(row: Row): UiStrings {
  const [onThisPage, search, searchPlaceholder, pageOptions, copyPage, copyPageDescription, previous, next, helpful, yes, no, copyCode, copied, skip, suggestEdit, raiseIssue, language] = row;
  return { onThisPage, search, searchPlaceholder, pageOptions, copyPage, copyPageDescription, previous, next, helpful, yes, no, copyCode, copied, skip, suggestEdit, raiseIssue, language };
}

/** Interface strings by BCP 47 tag (a primary language, or `zh-Hant`). */
const UI: Readonly<Record<string, UiStrings>> = {
  en: strings(['On this page', 'Search…', 'Search the docs', 'Page options', 'Copy page', 'Copy this page as Markdown', 'Previous', 'Next', 'Was this page helpful?', 'Yes', 'No', 'Copy code', 'Copied', 'Skip to content', 'Suggest an edit', 'Raise an issue', 'Language']),
  fr: strings(['Sur cette page', 'Rechercher…', 'Rechercher dans la documentation', 'Options de la page', 'Copier la page', 'Copier cette page en Markdown', 'Précédent', 'Suivant', 'Cette page vous a-t-elle été utile ?', 'Oui', 'Non', 'Copier le code', 'Copié', 'Aller au contenu', 'Suggérer une modification', 'Signaler un problème', 'Langue']),
  es: strings(['En esta página', 'Buscar…', 'Buscar en la documentación', 'Opciones de página', 'Copiar página', 'Copiar esta página como Markdown', 'Anterior', 'Siguiente', '¿Te resultó útil esta página?', 'Sí', 'No', 'Copiar código', 'Copiado', 'Ir al contenido', 'Sugerir una edición', 'Informar de un problema', 'Idioma']),
  zh: strings(['本页内容', '搜索…', '搜索文档', '页面选项', '复制页面', '以 Markdown 格式复制此页面', '上一页', '下一页', '此页面对您有帮助吗？', '是', '否', '复制代码', '已复制', '跳到正文', '建议编辑', '提交问题', '语言']),
  'zh-Hant': strings(['本頁內容', '搜尋…', '搜尋文件', '頁面選項', '複製頁面', '以 Markdown 格式複製此頁面', '上一頁', '下一頁', '這個頁面對您有幫助嗎？', '是', '否', '複製程式碼', '已複製', '跳至主要內容', '建議編輯', '回報問題', '語言']),
  ja: strings(['このページの内容', '検索…', 'ドキュメントを検索', 'ページオプション', 'ページをコピー', 'このページを Markdown としてコピー', '前へ', '次へ', 'このページは役に立ちましたか？', 'はい', 'いいえ', 'コードをコピー', 'コピーしました', 'コンテンツにスキップ', '編集を提案', '問題を報告', '言語']),
  pt: strings(['Nesta página', 'Pesquisar…', 'Pesquisar na documentação', 'Opções da página', 'Copiar página', 'Copiar esta página como Markdown', 'Anterior', 'Próximo', 'Esta página foi útil?', 'Sim', 'Não', 'Copiar código', 'Copiado', 'Pular para o conteúdo', 'Sugerir uma edição', 'Relatar um problema', 'Idioma']),
  de: strings(['Auf dieser Seite', 'Suchen…', 'Dokumentation durchsuchen', 'Seitenoptionen', 'Seite kopieren', 'Diese Seite als Markdown kopieren', 'Zurück', 'Weiter', 'War diese Seite hilfreich?', 'Ja', 'Nein', 'Code kopieren', 'Kopiert', 'Zum Inhalt springen', 'Änderung vorschlagen', 'Problem melden', 'Sprache']),
  ko: strings(['이 페이지의 내용', '검색…', '문서 검색', '페이지 옵션', '페이지 복사', '이 페이지를 Markdown으로 복사', '이전', '다음', '이 페이지가 도움이 되었나요?', '예', '아니요', '코드 복사', '복사됨', '본문으로 건너뛰기', '수정 제안', '문제 보고', '언어']),
  it: strings(['In questa pagina', 'Cerca…', 'Cerca nella documentazione', 'Opzioni pagina', 'Copia pagina', 'Copia questa pagina come Markdown', 'Precedente', 'Successivo', 'Questa pagina ti è stata utile?', 'Sì', 'No', 'Copia codice', 'Copiato', 'Vai al contenuto', 'Suggerisci una modifica', 'Segnala un problema', 'Lingua']),
  ru: strings(['На этой странице', 'Поиск…', 'Поиск по документации', 'Параметры страницы', 'Копировать страницу', 'Копировать эту страницу как Markdown', 'Назад', 'Далее', 'Была ли эта страница полезной?', 'Да', 'Нет', 'Копировать код', 'Скопировано', 'Перейти к содержимому', 'Предложить правку', 'Сообщить о проблеме', 'Язык']),
  nl: strings(['Op deze pagina', 'Zoeken…', 'Zoek in de documentatie', 'Pagina-opties', 'Pagina kopiëren', 'Deze pagina als Markdown kopiëren', 'Vorige', 'Volgende', 'Was deze pagina nuttig?', 'Ja', 'Nee', 'Code kopiëren', 'Gekopieerd', 'Naar inhoud gaan', 'Wijziging voorstellen', 'Probleem melden', 'Taal']),
  tr: strings(['Bu sayfada', 'Ara…', 'Belgelerde ara', 'Sayfa seçenekleri', 'Sayfayı kopyala', 'Bu sayfayı Markdown olarak kopyala', 'Önceki', 'Sonraki', 'Bu sayfa yardımcı oldu mu?', 'Evet', 'Hayır', 'Kodu kopyala', 'Kopyalandı', 'İçeriğe geç', 'Düzenleme öner', 'Sorun bildir', 'Dil']),
  id: strings(['Di halaman ini', 'Cari…', 'Cari di dokumentasi', 'Opsi halaman', 'Salin halaman', 'Salin halaman ini sebagai Markdown', 'Sebelumnya', 'Berikutnya', 'Apakah halaman ini membantu?', 'Ya', 'Tidak', 'Salin kode', 'Disalin', 'Langsung ke konten', 'Sarankan suntingan', 'Laporkan masalah', 'Bahasa']),
};

export const ENGLISH: UiStrings = UI.en as UiStrings;

/** The interface strings for a BCP 47 tag: the tag's own table (Traditional Chinese by script or region), else its primary language's, else English. */
export function uiStrings(tag: string): UiStrings {
  if (/^zh-(Hant|TW|HK|MO)$/i.test(tag)) return UI['zh-Hant'] ?? ENGLISH;
  return ownValue(UI, tag) ?? ownValue(UI, tag.split('-')[0] ?? '') ?? ENGLISH;
}

/** The languages with their own interface strings. */
export const TRANSLATED = Object.keys(UI);
