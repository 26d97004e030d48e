// Fakes of Ui (menus, alerts, sidebars) and HtmlService (HTML files of the project).

export class FakeMenu {
  readonly items: { caption: string; functionName: string }[] = [];
  private readonly ui: FakeUi;
  readonly caption: string;
  constructor(ui: FakeUi, caption: string) {
    this.ui = ui;
    this.caption = caption;
  }
  addItem(caption: string, functionName: string): FakeMenu {
    this.items.push({ caption, functionName });
    return this;
  }
  addSeparator(): FakeMenu {
    return this;
  }
  addSubMenu(menu: FakeMenu): FakeMenu {
    this.items.push(...menu.items);
    return this;
  }
  addToUi(): void {
    this.ui.menus.push(this);
  }
}

export const BUTTON = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' } as const;
export const BUTTON_SET = {
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
} as const;

export class FakeUi {
  readonly menus: FakeMenu[] = [];
  readonly alerts: string[] = [];
  readonly sidebars: FakeHtmlOutput[] = [];
  /** Spreadsheet.toast popups (shown by the spreadsheet, kept here beside the alerts). */
  readonly toasts: { msg: string; title: string; timeoutSeconds: number }[] = [];
  readonly Button = BUTTON;
  readonly ButtonSet = BUTTON_SET;
  createMenu(caption: string): FakeMenu {
    return new FakeMenu(this, caption);
  }
  createAddonMenu(): FakeMenu {
    return new FakeMenu(this, 'Add-on');
  }
  /** alert(prompt) or alert(title, prompt, buttons); records "title: prompt" or the prompt. */
  alert(a: string, b?: unknown, _c?: unknown): string {
    this.alerts.push(typeof b === 'string' ? `${a}: ${b}` : a);
    return BUTTON.OK;
  }
  showSidebar(html: FakeHtmlOutput): void {
    if (!(html instanceof FakeHtmlOutput)) throw new Error('Exception: showSidebar needs an HtmlOutput');
    this.sidebars.push(html);
  }
}

export class FakeHtmlOutput {
  private title = '';
  private content: string;
  constructor(content: string) {
    this.content = content;
  }
  getContent(): string {
    return this.content;
  }
  setContent(c: string): FakeHtmlOutput {
    this.content = c;
    return this;
  }
  append(c: string): FakeHtmlOutput {
    this.content += c;
    return this;
  }
  setTitle(t: string): FakeHtmlOutput {
    this.title = t;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setWidth(_w: number): FakeHtmlOutput {
    return this;
  }
  setHeight(_h: number): FakeHtmlOutput {
    return this;
  }
}

export class FakeHtmlService {
  private readonly files: Readonly<Record<string, string>>;
  constructor(files: Readonly<Record<string, string>>) {
    this.files = files;
  }
  /** Looks up `name` or `name.html` among the project's files, like the real one. */
  createHtmlOutputFromFile(name: string): FakeHtmlOutput {
    const content = this.files[name] ?? this.files[`${name}.html`];
    if (content === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
    return new FakeHtmlOutput(content);
  }
  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(html);
  }
}
