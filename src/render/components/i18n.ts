// The site's own words in the reader's language: the names the language switcher shows, the
// `lang` a page declares, and the interface strings (table of contents, search, page options,
// previous/next, feedback, copy) for the languages Mintlify supports. A language without a
// table here reads English.
import { ownValue } from '../../guards.js';

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
  /** The switchers' names: versions, products, and any other division (dropdowns). */
  version: string;
  product: string;
  section: string;
  /** The header's buttons and landmarks. */
  toggleMode: string;
  openNavigation: string;
  sidebar: string;
  searchResults: string;
  /** The link from a large section's sidebar to its page of all pages, and that page's title. */
  allPages: string;
}

type Row = [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

function strings(row: Row): BaseStrings {
  const [onThisPage, search, searchPlaceholder, pageOptions, copyPage, copyPageDescription, previous, next, helpful, yes, no, copyCode, copied, skip, suggestEdit, raiseIssue, language] = row;
  return { onThisPage, search, searchPlaceholder, pageOptions, copyPage, copyPageDescription, previous, next, helpful, yes, no, copyCode, copied, skip, suggestEdit, raiseIssue, language };
}

/** The switchers' names and the header's labels, in the same languages: version, product, section, toggle mode, open navigation, sidebar, search results, the link to a section's page of all pages. */
type MoreRow = [string, string, string, string, string, string, string, string];
const MORE_EN: MoreRow = ['Version', 'Product', 'Section', 'Toggle dark mode', 'Open navigation', 'Sidebar', 'Search results', 'All pages of this section'];
const MORE: Readonly<Record<string, MoreRow>> = {
  en: MORE_EN,
  fr: ['Version', 'Produit', 'Section', 'Basculer le mode sombre', 'Ouvrir la navigation', 'Barre latérale', 'Résultats de recherche', 'Toutes les pages de cette section'],
  es: ['Versión', 'Producto', 'Sección', 'Cambiar el modo oscuro', 'Abrir la navegación', 'Barra lateral', 'Resultados de búsqueda', 'Todas las páginas de esta sección'],
  zh: ['版本', '产品', '分区', '切换深色模式', '打开导航', '侧边栏', '搜索结果', '本分区的所有页面'],
  'zh-Hant': ['版本', '產品', '分區', '切換深色模式', '開啟導覽', '側邊欄', '搜尋結果', '本分區的所有頁面'],
  ja: ['バージョン', '製品', 'セクション', 'ダークモードを切り替え', 'ナビゲーションを開く', 'サイドバー', '検索結果', 'このセクションのすべてのページ'],
  pt: ['Versão', 'Produto', 'Seção', 'Alternar modo escuro', 'Abrir navegação', 'Barra lateral', 'Resultados da pesquisa', 'Todas as páginas desta seção'],
  de: ['Version', 'Produkt', 'Bereich', 'Dunkelmodus umschalten', 'Navigation öffnen', 'Seitenleiste', 'Suchergebnisse', 'Alle Seiten dieses Bereichs'],
  ko: ['버전', '제품', '섹션', '다크 모드 전환', '탐색 열기', '사이드바', '검색 결과', '이 섹션의 모든 페이지'],
  it: ['Versione', 'Prodotto', 'Sezione', 'Attiva/disattiva modalità scura', 'Apri la navigazione', 'Barra laterale', 'Risultati della ricerca', 'Tutte le pagine di questa sezione'],
  ru: ['Версия', 'Продукт', 'Раздел', 'Переключить тёмную тему', 'Открыть навигацию', 'Боковая панель', 'Результаты поиска', 'Все страницы этого раздела'],
  nl: ['Versie', 'Product', 'Sectie', 'Donkere modus wisselen', 'Navigatie openen', 'Zijbalk', 'Zoekresultaten', 'Alle pagina\'s van deze sectie'],
  tr: ['Sürüm', 'Ürün', 'Bölüm', 'Karanlık modu değiştir', 'Gezinmeyi aç', 'Kenar çubuğu', 'Arama sonuçları', 'Bu bölümün tüm sayfaları'],
  id: ['Versi', 'Produk', 'Bagian', 'Alihkan mode gelap', 'Buka navigasi', 'Bilah sisi', 'Hasil pencarian', 'Semua halaman di bagian ini'],
  ar: ['الإصدار', 'المنتج', 'القسم', 'تبديل الوضع الداكن', 'فتح التنقل', 'الشريط الجانبي', 'نتائج البحث', 'جميع صفحات هذا القسم'],
  he: ['גרסה', 'מוצר', 'מדור', 'החלפת מצב כהה', 'פתיחת הניווט', 'סרגל צד', 'תוצאות חיפוש', 'כל הדפים במדור זה'],
};

function withMore(tag: string, base: BaseStrings): UiStrings {
  const [version, product, section, toggleMode, openNavigation, sidebar, searchResults, allPages] = ownValue(MORE, tag) ?? MORE_EN;
  return { ...base, version, product, section, toggleMode, openNavigation, sidebar, searchResults, allPages };
}

type BaseStrings = Omit<UiStrings, 'version' | 'product' | 'section' | 'toggleMode' | 'openNavigation' | 'sidebar' | 'searchResults' | 'allPages'>;

/** Interface strings by BCP 47 tag (a primary language, or `zh-Hant`). */
const BASE: Readonly<Record<string, BaseStrings>> = {
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
  ar: strings(['في هذه الصفحة', 'بحث…', 'ابحث في الوثائق', 'خيارات الصفحة', 'نسخ الصفحة', 'انسخ هذه الصفحة بتنسيق Markdown', 'السابق', 'التالي', 'هل كانت هذه الصفحة مفيدة؟', 'نعم', 'لا', 'نسخ الشيفرة', 'تم النسخ', 'انتقل إلى المحتوى', 'اقترح تعديلاً', 'أبلغ عن مشكلة', 'اللغة']),
  he: strings(['בדף זה', 'חיפוש…', 'חיפוש בתיעוד', 'אפשרויות הדף', 'העתקת הדף', 'העתקת הדף כ-Markdown', 'הקודם', 'הבא', 'האם הדף הזה עזר לך?', 'כן', 'לא', 'העתקת הקוד', 'הועתק', 'דילוג לתוכן', 'הצעת עריכה', 'דיווח על בעיה', 'שפה']),
  id: strings(['Di halaman ini', 'Cari…', 'Cari di dokumentasi', 'Opsi halaman', 'Salin halaman', 'Salin halaman ini sebagai Markdown', 'Sebelumnya', 'Berikutnya', 'Apakah halaman ini membantu?', 'Ya', 'Tidak', 'Salin kode', 'Disalin', 'Langsung ke konten', 'Sarankan suntingan', 'Laporkan masalah', 'Bahasa']),
};

const UI: Readonly<Record<string, UiStrings>> = Object.fromEntries(Object.entries(BASE).map(([tag, base]) => [tag, withMore(tag, base)]));

export const ENGLISH: UiStrings = UI.en as UiStrings;

/** Languages written right to left, among Mintlify's (and their usual relatives). */
const RTL = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

/** `rtl` for a tag of a language written right to left, else `ltr`. */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  return RTL.has((tag.split('-')[0] ?? '').toLowerCase()) ? 'rtl' : 'ltr';
}

/** The interface strings for a BCP 47 tag: the tag's own table (Traditional Chinese by script or region), else its primary language's, else English. */
export function uiStrings(tag: string): UiStrings {
  if (/^zh-(Hant|TW|HK|MO)$/i.test(tag)) return UI['zh-Hant'] ?? ENGLISH;
  return ownValue(UI, tag) ?? ownValue(UI, tag.split('-')[0] ?? '') ?? ENGLISH;
}

/** The languages with their own interface strings. */
export const TRANSLATED = Object.keys(UI);
