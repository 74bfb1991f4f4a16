extension OverviewText {
  /// Spanish.
  public static let spanish = OverviewText(
    options: "Opciones: ",
    command: { id in
      switch id {
      case .play: "jugar (menú de paquetes, o en por tubería)"
      case .check: "validar bancos y listar cada problema"
      case .banks: "listar los paquetes"
      case .stats: "ver las estadísticas"
      case .daily: "el reto del día en tu idioma"
      case .picture: "ver una imagen"
      case .import: "importar"
      case .export: "paquete en archivo"
      case .completions: "autocompletado de un shell"
      case .replay: "reproducir una grabación"
      }
    },
    option: { id in
      switch id {
      case .bank: "jugar un paquete"
      case .shuffle: "barajar preguntas y fichas"
      case .seed: "repetir una baraja"
      case .restart: "de cero"
      case .plain: "texto plano"
      case .json: "JSON Lines"
      case .color: "auto, always, never"
      case .theme: "dark, light, auto"
      case .graphics: "imágenes: auto, kitty, sixel, iterm, blocks o ascii"
      case .state: "progreso en RUTA"
      case .stats: "estadísticas en RUTA"
      case .date: "como si fuera hoy"
      case .share: "tarjeta del reto del día"
      case .help: "ayuda"
      case .version: "versión"
      case .record: "grabar la partida"
      case .force: "pisar el que haya"
      case .replayKeys: "teclas"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "Teclas: una letra, o flechas y Espacio · Retroceso borra · Tab fichas/casillas",
      "  ? revela una letra (60) · ! quita fichas de sobra (90) · > salta · + amplía",
      "  Ctrl-L redibuja · Esc, Ctrl-C, Ctrl-D salen · s/n responde · F1 o / ayuda",
    ],
    exit: [
      "Salida: 0 terminado (o check limpio) · 1 abandono · 64 uso · 65 banco erróneo",
      "        66 archivo ausente · 73 el destino existe · 74 E/S · 129/130/143 señal",
    ])

  /// Chinese.
  public static let chinese = OverviewText(
    options: "选项：",
    command: { id in
      switch id {
      case .play: "开始游戏（终端里是题包菜单，管道时用 en）"
      case .check: "检查题库，列出所有问题"
      case .banks: "列出题包"
      case .stats: "查看统计"
      case .daily: "每日一题（按界面语言）"
      case .picture: "预览图片"
      case .import: "制作题库"
      case .export: "把题包写成一个文件"
      case .completions: "输出 shell 补全脚本"
      case .replay: "回放录制"
      }
    },
    option: { id in
      switch id {
      case .bank: "玩某个题包"
      case .shuffle: "打乱题目和字块"
      case .seed: "重现同一次打乱"
      case .restart: "从头开始"
      case .plain: "纯文本"
      case .json: "JSON Lines"
      case .color: "auto、always 或 never"
      case .theme: "dark、light 或 auto"
      case .graphics: "图片：auto、kitty、sixel、iterm、blocks 或 ascii"
      case .state: "进度存到 路径"
      case .stats: "统计存到 路径"
      case .date: "把这一天当作今天"
      case .share: "每日一题的分享卡片"
      case .help: "帮助"
      case .version: "版本"
      case .record: "录制游戏"
      case .force: "覆盖已有文件"
      case .replayKeys: "重放按键"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "按键：输入字母，或用方向键和空格选字块 · 退格键清除 · Tab 切换字块/格子",
      "  ? 揭示一个字 (60) · ! 去掉干扰字块 (90) · > 跳过 · + 放大图片",
      "  Ctrl-L 重画 · Esc、Ctrl-C 或 Ctrl-D 退出 · y/n 回答是否提问 · F1 或 / 玩法",
    ],
    exit: [
      "退出码：0 完成（或 check 无错误）· 1 中途退出 · 64 用法错误 · 65 题库有误",
      "        66 文件不存在 · 73 目标已存在 · 74 读写错误 · 129/130/143 信号",
    ])

  /// French.
  public static let french = OverviewText(
    options: "Options: ",
    command: { id in
      switch id {
      case .play: "jouer (menu, ou le paquet en par tube)"
      case .check: "valider des banques, tout problème listé"
      case .banks: "lister les paquets"
      case .stats: "voir les statistiques"
      case .daily: "le défi du jour dans ta langue"
      case .picture: "voir une image"
      case .import: "importer"
      case .export: "paquet en fichier"
      case .completions: "complétion d’un shell"
      case .replay: "rejouer un enregistrement"
      }
    },
    option: { id in
      switch id {
      case .bank: "jouer un paquet"
      case .shuffle: "mélanger questions et lettres"
      case .seed: "refaire un mélange"
      case .restart: "de zéro"
      case .plain: "texte brut"
      case .json: "JSON Lines"
      case .color: "auto, always, never"
      case .theme: "dark, light, auto"
      case .graphics: "images: auto, kitty, sixel, iterm, blocks ou ascii"
      case .state: "la progression"
      case .stats: "les statistiques"
      case .date: "jouer à cette date"
      case .share: "carte du défi du jour"
      case .help: "aide"
      case .version: "version"
      case .record: "enregistrer la partie"
      case .force: "remplacer l’existant"
      case .replayKeys: "touches"
      case .width, .pam, .output, .install, .speed, .exportFile, .xml, .title, .pictureSize: nil
      }
    },
    keys: [
      "Touches: une lettre, ou flèches et Espace · ⌫ efface · Tab lettres/cases",
      "  ? révèle une lettre (60) · ! retire les leurres (90) · > passe · + agrandit",
      "  Ctrl-L redessine · Esc, Ctrl-C, Ctrl-D quittent · o/n répond · F1 ou / aide",
    ],
    exit: [
      "Sortie: 0 fini (ou check propre) · 1 abandon · 64 usage · 65 banque erronée",
      "        66 fichier absent · 73 la cible existe · 74 E/S · 129/130/143 signal",
    ])
}
