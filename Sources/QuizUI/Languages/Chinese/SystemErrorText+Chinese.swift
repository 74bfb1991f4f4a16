import Foundation

extension SystemErrorText {
  /// Chinese: the errno texts a player is likely to meet; others stay as the system says them.
  package static let chinese: [Int32: String] = [
    EACCES: "权限不够", EPERM: "不允许的操作", ENOENT: "没有那个文件或目录",
    ENOSPC: "设备上没有空间", EROFS: "只读文件系统", EISDIR: "是一个目录", ENOTDIR: "不是目录",
    EEXIST: "文件已存在", EIO: "输入/输出错误", EDQUOT: "超出磁盘配额",
    ENAMETOOLONG: "文件名过长", ELOOP: "符号链接的层数过多", EMFILE: "打开的文件过多",
    ENFILE: "系统中打开的文件过多", EBUSY: "设备或资源忙", ENOTEMPTY: "目录非空",
    EXDEV: "无效的跨设备链接", EFBIG: "文件过大", ETXTBSY: "文本文件忙",
    EAGAIN: "资源暂时不可用", EINVAL: "无效的参数", EPIPE: "管道已断开", ENOTTY: "不是终端",
    ENXIO: "没有那个设备或地址", ENODEV: "没有那个设备", ENOMEM: "内存不足",
  ]
}
