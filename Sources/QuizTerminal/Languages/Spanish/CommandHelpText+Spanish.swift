import QuizCore
import QuizUI

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
}
