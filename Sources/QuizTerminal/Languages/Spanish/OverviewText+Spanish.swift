import QuizCore
import QuizUI

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
}
