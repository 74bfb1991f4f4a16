extension CommandHelpText {
  /// Spanish.
  public static let spanish = CommandHelpText(
    usage: "Uso: ", options: "Opciones:", optionsPlaceholder: "[opciones]",
    command: { command in
      switch command.id {
      case .play: "jugar un banco"
      case .check: "validar bancos"
      case .banks: "listar los paquetes"
      case .stats: "ver las estadísticas"
      case .daily: "jugar el reto del día"
      case .picture: "ver una imagen"
      case .import: "convertir una hoja de cálculo o imágenes en banco"
      case .export: "escribir un paquete en un solo archivo"
      case .completions: "escribir el autocompletado de un shell"
      case .replay: "reproducir una grabación"
      }
    },
    option: { option in
      switch option.id {
      case .bank: "jugar un paquete"
      case .shuffle: "barajar preguntas y fichas"
      case .seed: "repetir una baraja"
      case .restart: "empezar de nuevo sin el progreso guardado"
      case .plain: "texto plano"
      case .json: "JSON Lines para scripts"
      case .color: "color: auto, always o never"
      case .theme: "colores para un fondo oscuro o claro"
      case .graphics: "imágenes: auto, kitty, sixel, iterm, blocks o ascii"
      case .state: "guardar el progreso en RUTA"
      case .stats: "guardar las estadísticas en RUTA"
      case .date: "actuar como si hoy fuera esa fecha"
      case .help: "mostrar la ayuda"
      case .version: "mostrar la versión"
      case .width: "ancho de la imagen en columnas"
      case .pam: "escribir los píxeles como PAM"
      case .output: "escribir el banco en la CARPETA"
      case .install: "instalar como tu paquete NOMBRE"
      case .title: "el título del paquete (si no, el nombre del archivo)"
      case .force: "sustituir lo que ya hay"
      case .record: "grabar la partida en asciicast v2"
      case .replayKeys: "jugar las teclas de una grabación"
      case .speed: "reproducir N veces más rápido"
      case .exportFile: "escribir ARCHIVO (- para la salida estándar)"
      case .xml: "escribir XML en vez de binario"
      case .share: "mostrar la tarjeta para compartir del día"
      case .pictureSize: "lado mayor de las imágenes (16–1024)"
      }
    },
    placeholders: [
      "BANK": "BANCO", "FILE": "ARCHIVO", "FILE.csv": "HOJA.csv", "DIR": "CARPETA",
      "FOLDER": "CARPETA",
      "NAME": "NOMBRE", "PATH": "RUTA", "OUT": "SALIDA", "WHEN": "CUÁNDO", "THEME": "TEMA",
      "HOW": "CÓMO", "YYYY": "AAAA", "TITLE": "TÍTULO",
    ])

  /// Chinese.
  public static let chinese = CommandHelpText(
    usage: "用法：", options: "选项：", optionsPlaceholder: "[选项]",
    command: { command in
      switch command.id {
      case .play: "玩一个题库"
      case .check: "检查题库"
      case .banks: "列出题包"
      case .stats: "查看统计"
      case .daily: "玩每日一题"
      case .picture: "预览图片"
      case .import: "把表格或图片转成题库"
      case .export: "把题包写成一个文件"
      case .completions: "输出 shell 补全脚本"
      case .replay: "回放录制"
      }
    },
    option: { option in
      switch option.id {
      case .bank: "玩某个题包"
      case .shuffle: "打乱题目和字块"
      case .seed: "重现同一次打乱"
      case .restart: "从头开始，不用保存的进度"
      case .plain: "纯文本"
      case .json: "给脚本用的 JSON Lines"
      case .color: "颜色：auto、always 或 never"
      case .theme: "深色或浅色背景的配色"
      case .graphics: "图片：auto、kitty、sixel、iterm、blocks 或 ascii"
      case .state: "进度存到 路径"
      case .stats: "统计存到 路径"
      case .date: "把这一天当作今天"
      case .help: "显示帮助"
      case .version: "显示版本"
      case .width: "预览宽度（列数）"
      case .pam: "把像素写成 PAM 文件"
      case .output: "把题库文件夹写到 目录"
      case .install: "安装成你自己的题包，名为 名称"
      case .title: "题包的标题（默认用文件名）"
      case .force: "替换已有的内容"
      case .record: "把游戏录制为 asciicast v2"
      case .replayKeys: "重放录制中的按键"
      case .speed: "以 N 倍速回放"
      case .exportFile: "写出 文件（- 表示标准输出）"
      case .xml: "写 XML 而不是二进制"
      case .share: "显示当天的分享卡片"
      case .pictureSize: "图片长边的像素（16–1024）"
      }
    },
    placeholders: [
      "BANK": "题库", "FILE": "文件", "FILE.csv": "表格.csv", "DIR": "目录", "FOLDER": "文件夹",
      "NAME": "名称", "PATH": "路径", "OUT": "输出", "WHEN": "何时", "THEME": "主题", "HOW": "方式",
      "TITLE": "标题",
    ])

  /// French.
  public static let french = CommandHelpText(
    usage: "Usage: ", options: "Options:", optionsPlaceholder: "[options]",
    command: { command in
      switch command.id {
      case .play: "jouer une banque"
      case .check: "valider des banques"
      case .banks: "lister les paquets"
      case .stats: "voir les statistiques"
      case .daily: "jouer le défi du jour"
      case .picture: "voir une image"
      case .import: "changer un tableur ou des images en banque"
      case .export: "écrire un paquet en un seul fichier"
      case .completions: "écrire la complétion d’un shell"
      case .replay: "rejouer un enregistrement"
      }
    },
    option: { option in
      switch option.id {
      case .bank: "jouer un paquet"
      case .shuffle: "mélanger questions et lettres"
      case .seed: "refaire un mélange"
      case .restart: "recommencer sans la progression gardée"
      case .plain: "texte brut"
      case .json: "JSON Lines pour les scripts"
      case .color: "couleur: auto, always ou never"
      case .theme: "couleurs pour un fond sombre ou clair"
      case .graphics: "images: auto, kitty, sixel, iterm, blocks ou ascii"
      case .state: "garder la progression dans CHEMIN"
      case .stats: "garder les statistiques dans CHEMIN"
      case .date: "faire comme si on était ce jour-là"
      case .help: "afficher l’aide"
      case .version: "afficher la version"
      case .width: "largeur de l’image en colonnes"
      case .pam: "écrire les pixels en PAM"
      case .output: "écrire la banque dans DOSSIER"
      case .install: "installer comme ton paquet NOM"
      case .title: "le titre du paquet (sinon le nom du fichier)"
      case .force: "remplacer ce qui existe"
      case .record: "enregistrer la partie en asciicast v2"
      case .replayKeys: "jouer les touches d’un enregistrement"
      case .speed: "rejouer N fois plus vite"
      case .exportFile: "écrire FICHIER (- pour la sortie standard)"
      case .xml: "écrire du XML au lieu du binaire"
      case .share: "afficher la carte à partager du jour"
      case .pictureSize: "plus grand côté des images (16–1024)"
      }
    },
    placeholders: [
      "BANK": "BANQUE", "FILE": "FICHIER", "FILE.csv": "TABLE.csv", "DIR": "DOSSIER",
      "FOLDER": "DOSSIER",
      "NAME": "NOM", "PATH": "CHEMIN", "OUT": "SORTIE", "WHEN": "QUAND", "THEME": "THÈME",
      "HOW": "COMMENT", "YYYY": "AAAA", "DD": "JJ", "TITLE": "TITRE",
    ])
}
